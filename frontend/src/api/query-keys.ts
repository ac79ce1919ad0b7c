import type { QueryKey } from '@tanstack/react-query';

/** Query-key factory: one place, so the socket and the screens agree on the cache entries. */
const BOARD = ['orders', 'board'] as const;

export const queryKeys = {
  /** first start (DECISIONS 9.4) */
  setup: ['setup'] as const,
  me: ['auth', 'me'] as const,
  settings: { public: ['settings', 'public'] as const },
  products: { active: ['products', 'active'] as const },
  dishes: { forPicker: ['dishes', 'picker'] as const },
  neighborhoods: { active: ['neighborhoods', 'active'] as const },
  /** GET /api/orders/slots?date= (DECISIONS 9.3) */
  slots: { all: ['slots'] as const, byDate: (date: string) => ['slots', date] as const },
  adminMenu: {
    dishes: ['admin-menu', 'dishes'] as const,
    byDate: (date: string) => ['admin-menu', 'date', date] as const,
  },
  adminSettings: { banner: ['admin-settings', 'banner'] as const, store: ['admin-settings', 'store'] as const },
  /** 'Equipe' */
  team: ['admin', 'team'] as const,
  couriers: {
    list: ['couriers', 'list'] as const,
    /** under 'orders': the shift lists customers */
    shift: (date: string, courierId: string | null) => ['orders', 'courier-shift', date, courierId] as const,
    shiftAll: ['orders', 'courier-shift'] as const,
    /** every courier's cash of a day (under the shifts: a hand-over changes both) */
    cash: (date: string) => ['orders', 'courier-shift', 'cash', date] as const,
  },
  /** the live boards, under 'orders' (they show customers): one entry per board and day */
  boards: {
    all: BOARD,
    kitchen: (day: string) => [...BOARD, 'kitchen', day] as const,
    deliveries: (day: string, userId: string) => [...BOARD, 'deliveries', day, userId] as const,
    /** 'Gerenciar Pedidos' with its filters */
    admin: (filters: unknown) => [...BOARD, 'admin', filters] as const,
    adminAll: [...BOARD, 'admin'] as const,
  },
  /** under 'orders' (recent orders carry customer data): logging out drops it too */
  dashboard: (params: { period: string; start?: string | null; end?: string | null }) =>
    ['orders', 'dashboard', params.period, params.start ?? null, params.end ?? null] as const,
  /** 'Relatórios' on the dashboard (courier names): under 'orders' like the dashboard */
  reports: (params: { period: string; start?: string | null; end?: string | null }) =>
    ['orders', 'reports', params.period, params.start ?? null, params.end ?? null] as const,
  /** 'Análise de Pedidos': under 'orders' so logging out drops these customer lists too */
  analytics: {
    /** GET /api/analytics/orders: summary and charts of the filters */
    summary: (query: Record<string, string>) => ['orders', 'analytics', 'summary', query] as const,
    /** GET /api/orders: one page of the detailed list */
    page: (query: Record<string, string>, page: number) => ['orders', 'analytics', 'page', query, page] as const,
  },
  /** 'Caixa' (DECISIONS 10.11): today's drawer and the closed days */
  cash: {
    all: ['cash'] as const,
    current: ['cash', 'current'] as const,
    today: ['cash', 'today'] as const,
    sessions: (from: string, to: string) => ['cash', 'sessions', from, to] as const,
  },
  /** back-office catalogue lists: every row, active or not */
  admin: {
    products: ['admin', 'products'] as const,
    neighborhoods: ['admin', 'neighborhoods'] as const,
    expenses: ['admin', 'expenses'] as const,
    dishes: ['admin', 'dishes'] as const,
  },
  orders: {
    all: ['orders'] as const,
    mine: (userId: string) => ['orders', 'mine', userId] as const,
    track: (token: string) => ['orders', 'track', token] as const,
  },
};

/** Mutation keys: what `useMutationState` asks about to show every running change, not only the last. */
export const mutationKeys = {
  /** status changes of one board's cards (the board's query key) */
  orderStatus: (board: QueryKey) => ['order-status', board] as const,
  /** the active/inactive switch of an admin list's rows (the list's query key) */
  rowSwitch: (list: QueryKey) => ['row-switch', list] as const,
};
