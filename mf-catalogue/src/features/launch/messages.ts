/** en-GB texts of the launch feature (keys under catalogue.launch.*). */
export const launchMessages = {} as const;
