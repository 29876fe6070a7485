/** Toast titles the spec fixes for every tool (§5, §8). */
export const MISSING_INFORMATION = 'Missing Information';
export const ERROR_TITLE = 'Error';
