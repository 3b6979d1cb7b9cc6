/**
 * Every node reachable from `roots` through `next`, roots included, breadth first: the roots in the order
 * given, then what they lead to (the build plugins' walks over the module graph and over the built chunks).
 */
export function reachable<T>(roots: Iterable<T>, next: (node: T) => Iterable<T>): Set<T> {
  const seen = new Set<T>();
  const queue = [...roots];
  for (let index = 0; index < queue.length; index += 1) {
    const node = queue[index];
    if (seen.has(node)) continue;
    seen.add(node);
    queue.push(...next(node));
  }
  return seen;
}
