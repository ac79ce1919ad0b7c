import type { Size } from '@quentinha/shared/api/types';

/** The demo business: a home kitchen in São Paulo. Prices and costs in centavos. */
type SizeRow = [Size, number, number];

export interface DemoProduct {
  name: string;
  description: string;
  category: 'quentinha' | 'bebida' | 'sobremesa';
  sizes: SizeRow[];
  max: number;
  prep: number;
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'Quentinha Tradicional',
    description: 'Arroz, feijão, uma proteína e os acompanhamentos do dia, feitos na hora.',
    category: 'quentinha',
    sizes: [['pequeno', 1690, 720], ['medio', 1990, 850], ['grande', 2490, 1040], ['familia', 5490, 2300]],
    max: 4,
    prep: 15,
  },
  {
    name: 'Quentinha Fitness',
    description: 'Proteína grelhada, legumes no vapor e salada. Leve e caprichada.',
    category: 'quentinha',
    sizes: [['pequeno', 2190, 980], ['medio', 2590, 1160], ['grande', 2990, 1350]],
    max: 3,
    prep: 15,
  },
  {
    name: 'Quentinha Vegetariana',
    description: 'Grãos, legumes da estação e omelete de ervas.',
    category: 'quentinha',
    sizes: [['pequeno', 1890, 780], ['medio', 2290, 950]],
    max: 4,
    prep: 12,
  },
  {
    name: 'Feijoada Completa',
    description: 'Feijoada de panela com arroz, couve, farofa e laranja. Sábados e quartas.',
    category: 'quentinha',
    sizes: [['medio', 3290, 1400], ['grande', 3990, 1720], ['familia', 8990, 3800]],
    max: 5,
    prep: 10,
  },
  { name: 'Refrigerante Lata 350ml', description: 'Coca-Cola, Guaraná ou Soda bem gelados.', category: 'bebida', sizes: [['medio', 600, 280]], max: 5, prep: 0 },
  { name: 'Suco Natural de Laranja 500ml', description: 'Espremido na hora, sem açúcar.', category: 'bebida', sizes: [['medio', 900, 350]], max: 5, prep: 3 },
  { name: 'Água Mineral 500ml', description: 'Com ou sem gás.', category: 'bebida', sizes: [['medio', 350, 120]], max: 5, prep: 0 },
  { name: 'Guaraná 2L', description: 'Para dividir com a família.', category: 'bebida', sizes: [['medio', 1200, 650]], max: 5, prep: 0 },
  { name: 'Pudim de Leite', description: 'Receita da vó, com calda de caramelo.', category: 'sobremesa', sizes: [['medio', 850, 300]], max: 5, prep: 0 },
  { name: 'Mousse de Maracujá', description: 'Aerada e azedinha na medida.', category: 'sobremesa', sizes: [['medio', 750, 260]], max: 5, prep: 0 },
  { name: 'Brigadeiro de Colher', description: 'Potinho de 150 g.', category: 'sobremesa', sizes: [['medio', 650, 210]], max: 5, prep: 0 },
];

export const DEMO_DISHES: [string, 'Proteína' | 'Acompanhamento' | 'Grão' | 'Salada'][] = [
  ['Frango Grelhado', 'Proteína'],
  ['Bife Acebolado', 'Proteína'],
  ['Carne de Panela', 'Proteína'],
  ['Frango à Parmegiana', 'Proteína'],
  ['Peixe Frito', 'Proteína'],
  ['Linguiça Toscana', 'Proteína'],
  ['Omelete de Ervas', 'Proteína'],
  ['Arroz Branco', 'Grão'],
  ['Arroz Integral', 'Grão'],
  ['Feijão Carioca', 'Grão'],
  ['Feijão Preto', 'Grão'],
  ['Feijão Tropeiro', 'Grão'],
  ['Farofa da Casa', 'Acompanhamento'],
  ['Batata Frita', 'Acompanhamento'],
  ['Purê de Batata', 'Acompanhamento'],
  ['Legumes no Vapor', 'Acompanhamento'],
  ['Macarrão Alho e Óleo', 'Acompanhamento'],
  ['Couve Refogada', 'Acompanhamento'],
  ['Salada Verde', 'Salada'],
  ['Salada de Maionese', 'Salada'],
  ['Vinagrete', 'Salada'],
];

/** name, fee in centavos, active */
export const DEMO_NEIGHBORHOODS: [string, number, boolean][] = [
  ['Centro', 500, true],
  ['Bela Vista', 600, true],
  ['Liberdade', 600, true],
  ['Consolação', 650, true],
  ['Vila Mariana', 700, true],
  ['Moema', 800, true],
  ['Pinheiros', 850, true],
  ['Mooca', 900, true],
  ['Tatuapé', 1000, true],
  ['Santana', 1200, false],
];

export const DEMO_CUSTOMERS = [
  'Ana Souza', 'Bruno Oliveira', 'Carla Mendes', 'Diego Santos', 'Eduarda Lima', 'Felipe Costa', 'Gabriela Rocha',
  'Henrique Alves', 'Isabela Ferreira', 'João Pereira', 'Juliana Ribeiro', 'Lucas Martins', 'Mariana Carvalho',
  'Nicolas Gomes', 'Patrícia Barbosa', 'Rafael Araújo', 'Sabrina Teixeira', 'Thiago Moreira', 'Vanessa Cardoso',
  'Wagner Nunes',
];

export const DEMO_STREETS = [
  'Rua Augusta, 1200, ap 34', 'Av. Paulista, 900, conj. 12', 'Rua da Consolação, 455', 'Rua Vergueiro, 2100, casa 2',
  'Rua Galvão Bueno, 310', 'Av. Ibirapuera, 1800, bloco B', 'Rua dos Pinheiros, 777', 'Rua da Mooca, 1500',
  'Rua Tuiuti, 980', 'Alameda Santos, 45, ap 101',
];

/** description, category, amount in centavos, every N days */
export const DEMO_EXPENSES: [string, string, number, number][] = [
  ['Compra de hortifrúti e carnes', 'ingredientes', 98000, 7],
  ['Embalagens de isopor e sacolas', 'embalagens', 18500, 14],
  ['Botijão de gás', 'gas', 13000, 10],
  ['Conta de luz', 'energia', 42000, 30],
  ['Aluguel da cozinha', 'aluguel', 250000, 30],
  ['Ajudante de cozinha (quinzena)', 'salarios', 90000, 15],
  ['Anúncios no Instagram', 'marketing', 15000, 30],
];

export const DEMO_PASSWORD = 'Quentinha123';

export const DEMO_USERS = [
  { name: 'Dona Maria (Admin)', email: 'admin@quentinha.com.br', role: 'admin' as const },
  { name: 'Carlos da Cozinha', email: 'cozinha@quentinha.com.br', role: 'staff' as const },
  { name: 'Pedro Entregador', email: 'entregador@quentinha.com.br', role: 'delivery' as const },
  { name: 'Rita Entregadora', email: 'entregadora@quentinha.com.br', role: 'delivery' as const },
  { name: 'Ana Cliente', email: 'cliente@quentinha.com.br', role: 'customer' as const },
];
