/** en-GB texts of the catalogue feature (keys under catalogue.catalogue.*). */
export const catalogueMessages = {} as const;
