/** Where a text sits in a result: `['slides', 3, 'content']`. Alone in its file, so a result's type can name it without the figure checker. */
export type PartPath = readonly (string | number)[];
