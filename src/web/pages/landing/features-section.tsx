import { tools } from '@/core/tools/listings';
import { ToolIcon } from '@/web/components/tool-icon';
import { cardClasses } from '@/web/components/ui/card-classes';
import { SectionHeading } from './section-heading';

/** How many tools there are, in words: the lead counts them, so a sixth tool changes it too. */
const COUNT_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];

/** One card per tool in the registry, so a new tool appears here without touching this file. */
export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-20 bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-heading"
          title="Everything You Need to Launch"
          lead={`${COUNT_WORDS[tools.length] ?? tools.length} AI tools that take you from the first spark of an idea to an investor-ready plan.`}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {tools.map((tool) => (
            <li key={tool.id}>
              <div className={`${cardClasses.root} h-full transition-shadow hover:shadow-md`}>
                <div className={cardClasses.header}>
                  <span className="mb-3 flex size-12 items-center justify-center rounded-lg bg-primary-100 text-primary-600">
                    <ToolIcon icon={tool.icon} className="size-6" />
                  </span>
                  <h3 className={cardClasses.title}>{tool.title}</h3>
                </div>
                <div className={cardClasses.content}>
                  <p className="text-base-600">{tool.feature}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
