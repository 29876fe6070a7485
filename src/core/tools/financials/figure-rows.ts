/** One figure as the files state it: its name, its display value, and what it covers. */
export interface FigureRow {
  label: string;
  value: string;
  note?: string;
}

/** A section of single figures (metrics, expenses, break-even), with the rule behind it where one needs saying. */
export interface FigureSection {
  title: string;
  rows: FigureRow[];
  explanation?: string;
}
