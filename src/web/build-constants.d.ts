/** A hash of src/api at build time (vite.config.ts define): the offline query cache's buster. */
declare const __API_CONTRACT_HASH__: string;
