/** A sub-class of the material center (GET /api/one/class/children). */
export interface ShellChildClass {
  id: number;
  name: string;
  /** The parent class id. */
  oneClassId: number;
}

/** A top-level class with its sub-classes attached on the client (spec section 3). */
export interface ShellClass {
  id: number;
  name: string;
  children?: readonly ShellChildClass[];
}

/** The signed-in user as the shell needs it: an id of 0 or lower (or none) is a guest. */
export interface ShellUser {
  id: number | null | undefined;
  name?: string | null;
  /** The uploaded avatar's URL; without one the avatar shows the name's first character. */
  avatarUrl?: string | null;
}

export const isMember = (user: ShellUser | null | undefined): user is ShellUser & { id: number } =>
  typeof user?.id === 'number' && user.id > 0;

/** The custom nav menu lists (GET /api/custom/nav/menu): newline-separated `label|url` lines. */
export interface CustomNavLists {
  freeDubbing?: string | null;
  aiCreateImage?: string | null;
  aiCreateText?: string | null;
}
