/** A member's role in a shared home: viewer reads everything; editor also adds and changes records. */
export type MemberRole = 'viewer' | 'editor';

/** What a user is to a home: its owner (homes.user_id) or a member with a role (home_members). */
export type HomeRole = 'owner' | MemberRole;
