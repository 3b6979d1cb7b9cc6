/**
 * A turn-taker (one-at-a-time.cjs): each task given to it starts once the one before has settled (fulfilled or
 * not), and answers what that task answers.
 */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T>;
