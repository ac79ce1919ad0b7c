/**
 * The area codes (DDD) Anatel assigns in Brazil: 67 codes, two digits, none with a 0. A number
 * whose first two digits are not here is no Brazilian number, however well formed.
 */
// one line per region reads better than one code per line
// prettier-ignore
export const BRAZIL_DDDS: ReadonlySet<string> = new Set([
  // São Paulo
  '11', '12', '13', '14', '15', '16', '17', '18', '19',
  // Rio de Janeiro, Espírito Santo
  '21', '22', '24', '27', '28',
  // Minas Gerais
  '31', '32', '33', '34', '35', '37', '38',
  // Paraná, Santa Catarina
  '41', '42', '43', '44', '45', '46', '47', '48', '49',
  // Rio Grande do Sul
  '51', '53', '54', '55',
  // Distrito Federal, Goiás, Tocantins, Mato Grosso, Mato Grosso do Sul, Acre, Rondônia
  '61', '62', '63', '64', '65', '66', '67', '68', '69',
  // Bahia, Sergipe
  '71', '73', '74', '75', '77', '79',
  // Pernambuco, Alagoas, Paraíba, Rio Grande do Norte, Ceará, Piauí
  '81', '82', '83', '84', '85', '86', '87', '88', '89',
  // Pará, Amazonas, Roraima, Amapá, Maranhão
  '91', '92', '93', '94', '95', '96', '97', '98', '99',
]);

export const isBrazilDdd = (ddd: string): boolean => BRAZIL_DDDS.has(ddd);
