/**
 * Where the member was going when login was required (a user route refused by the session check),
 * so a successful login can take them there.
 */
export interface LoginIntent {
  remember(path: string): void;
  /** The remembered path, forgotten once taken. */
  take(): string | null;
  forget(): void;
}

export function createLoginIntent(): LoginIntent {
  let target: string | null = null;
  return {
    remember(path) {
      target = path;
    },
    take() {
      const path = target;
      target = null;
      return path;
    },
    forget() {
      target = null;
    },
  };
}
