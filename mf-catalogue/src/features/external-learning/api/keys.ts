/** Query keys of external learning: everything under one root, so a change invalidates the lists and items at once. */
export const ELA_KEY = ['external-learning'] as const;
