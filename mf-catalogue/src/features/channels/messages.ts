/** en-GB texts of the channels feature (keys under catalogue.channels.*). */
export const channelsMessages = {} as const;
