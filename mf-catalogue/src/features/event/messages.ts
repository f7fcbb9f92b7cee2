/** en-GB texts of the event feature (keys under catalogue.event.*). */
export const eventMessages = {} as const;
