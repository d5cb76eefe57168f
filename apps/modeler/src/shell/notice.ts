/** A message in the status bar: what the last action did. */
export interface Notice {
  kind: 'info' | 'success' | 'error';
  text: string;
}
