/** Query-key factory: one place, so the socket and the screens agree on the cache entries. */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  settings: { public: ['settings', 'public'] as const },
  products: { active: ['products', 'active'] as const },
  dishes: { forPicker: ['dishes', 'picker'] as const },
  neighborhoods: { active: ['neighborhoods', 'active'] as const },
  orders: {
    all: ['orders'] as const,
    mine: (userId: string) => ['orders', 'mine', userId] as const,
    track: (token: string) => ['orders', 'track', token] as const,
  },
};
