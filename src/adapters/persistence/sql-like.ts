/** Makes typed text match itself in a LIKE pattern written with ESCAPE '\': %, _ and \ lose their meaning. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
