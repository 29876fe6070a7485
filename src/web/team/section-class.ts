import { cardClasses } from '@/web/components/ui/card-classes';

/** A section of the Team screen: a card, as the account screen's. */
export const sectionClass = `${cardClasses.root} p-6`;
