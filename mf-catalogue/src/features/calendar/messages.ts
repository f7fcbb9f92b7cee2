/** en-GB texts of the calendar feature (keys under catalogue.calendar.*). */
export const calendarMessages = {} as const;
