/** Names are stored trimmed with single spaces, so a cart echoing a name always finds its dish. */
export const cleanDishName = (name: string): string => name.normalize('NFC').trim().replace(/\s+/g, ' ');

/**
 * Dish names are unique case-insensitively: carts send names (SPEC.md section 3), so one name
 * means one dish. The server stores this key and looks names up by it.
 */
export const dishNameKey = (name: string): string => cleanDishName(name).toLocaleLowerCase('pt-BR');
