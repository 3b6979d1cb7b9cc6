/** The `class` attribute of a plain-ui element: the names that apply, in order, separated by spaces. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
