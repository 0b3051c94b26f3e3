/** The user a private key belongs to (null when signed out), so another account never reads what this one saw. */
export const ownerOf = (userId: number | undefined) => userId ?? null;
