/** en-GB texts of the curriculum feature (keys under catalogue.curriculum.*). */
export const curriculumMessages = {} as const;
