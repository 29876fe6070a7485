import { useId } from 'react';
import { CURRENCIES, type Currency } from '@/core/finance/currency';
import { Label, Select } from '@/web/components/ui/input';
import { currencyOption } from './money-units';

/** What the currency select says under it: a change of unit, never a conversion. */
export const CURRENCY_HINT = 'Changes the unit only; amounts are not converted.';

/** The model's currency: every amount on the screen and in the files is written in it. */
export function CurrencySelect({ value, onCurrency }: { value: Currency; onCurrency: (currency: Currency) => void }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>Currency</Label>
      <Select
        id={id}
        value={value}
        aria-describedby={`${id}-hint`}
        className="w-64 max-w-full"
        onChange={(event) => onCurrency(event.target.value as Currency)}
      >
        {CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {currencyOption(currency)}
          </option>
        ))}
      </Select>
      <p id={`${id}-hint`} className="text-sm text-base-600">
        {CURRENCY_HINT}
      </p>
    </div>
  );
}
