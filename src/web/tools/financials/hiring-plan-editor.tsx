import { currencySymbol, formatMoneyPerMonth } from '@/core/finance/currency';
import { RUNWAY_BOUNDS, ROLE_TITLE_MAX } from '@/core/finance/runway/bounds';
import { roleMonthlyCost } from '@/core/finance/runway/hiring';
import type { Role } from '@/core/finance/runway/schema';
import type { Assumptions } from '@/core/tools/financials/client';
import { AssumptionComments } from './assumption-comments';
import { NameInput } from './name-input';
import { NumberInput } from './number-input';
import { RemoveRowButton, RowList } from './row-list';
import { MONTH_UNIT, runwayField } from './runway-fields';
import { withNewRole, withoutRole, withRole } from './runway-edits';

interface HiringPlanEditorProps {
  assumptions: Assumptions;
  /** The saved model whose roles carry comment threads (none while unsaved). */
  commentsOn?: string;
  onChange: (assumptions: Assumptions) => void;
}

/** The hiring plan: roles with a headcount, a salary, a start month and the employer's cost; Add Role, Remove. */
export function HiringPlanEditor({ assumptions, commentsOn, onChange }: HiringPlanEditorProps) {
  const roles = assumptions.hiringPlan;
  return (
    <RowList
      legend="Hiring plan"
      intro="Payroll joins the costs from each role’s start month: people × salary × (1 + employer cost). Salaries belong here, not in the monthly costs."
      empty="No salaried roles yet."
      items={roles}
      onRemove={(index) => onChange(withoutRole(assumptions, index))}
      renderRow={(role, index, remove) => (
        <RoleLine
          key={index}
          role={role}
          number={index + 1}
          commentsOn={commentsOn}
          symbol={currencySymbol(assumptions.currency)}
          cost={formatMoneyPerMonth(roleMonthlyCost(role), assumptions.currency)}
          onChange={(change) => onChange(withRole(assumptions, index, change))}
          onRemove={remove}
        />
      )}
      adds={[
        {
          label: 'Add Role',
          disabled: roles.length >= RUNWAY_BOUNDS.roleCount.max,
          onAdd: () => onChange(withNewRole(assumptions)),
        },
      ]}
    />
  );
}

interface RoleLineProps {
  role: Role;
  number: number;
  /** The saved model its comment thread is on, by its place in the plan. */
  commentsOn: string | undefined;
  symbol: string;
  /** What the role costs a month, formatted. */
  cost: string;
  onChange: (change: Partial<Role>) => void;
  onRemove: () => void;
}

/** One role: its title, Remove, its headcount, salary, start month and employer cost, and its comments. */
function RoleLine({ role, number, commentsOn, symbol, cost, onChange, onRemove }: RoleLineProps) {
  const name = `Role ${number}`;
  return (
    <div data-row className="rounded-lg border border-base-200 p-3">
      <div className="mb-3 grid items-start gap-3 sm:grid-cols-[1fr_auto]">
        <NameInput
          label={`${name} title`}
          value={role.title}
          maxLength={ROLE_TITLE_MAX}
          requiredMessage="Give the role a title."
          onName={(title) => onChange({ title })}
        />
        <RemoveRowButton name={role.title} className="self-end sm:mb-1" onRemove={onRemove} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberInput
          label={`${name} headcount`}
          unit="people"
          value={role.count}
          {...runwayField('headcount')}
          onValue={(count) => onChange({ count })}
        />
        <NumberInput
          label={`${name} monthly salary`}
          unit={`${symbol} per person per month`}
          value={role.monthlySalary}
          {...runwayField('monthlySalary')}
          onValue={(monthlySalary) => onChange({ monthlySalary })}
          hint={`Costs ${cost} from Month ${role.startMonth}, employer cost included.`}
        />
        <NumberInput
          label={`${name} start month`}
          unit={MONTH_UNIT}
          value={role.startMonth}
          {...runwayField('startMonth')}
          onValue={(startMonth) => onChange({ startMonth })}
        />
        <NumberInput
          label={`${name} employer cost`}
          unit="% on top of the salary"
          value={role.employerCostPercent}
          {...runwayField('employerCostPercent')}
          onValue={(employerCostPercent) => onChange({ employerCostPercent })}
        />
      </div>
      <AssumptionComments on={commentsOn} path={['assumptions', 'hiringPlan', number - 1]} label={role.title} />
    </div>
  );
}
