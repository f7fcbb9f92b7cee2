/** A promise that settles after `ms` milliseconds: the one pause of the portal (a retry's back-off, spec 2 §4's second before a renewed certificate's item). */
export const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
