/** en-GB texts of the landing-page feature (keys under catalogue.landingPage.*). */
export const landingPageMessages = {} as const;
