import { redisChannelFor } from './redis-channel.js';

describe('redisChannelFor', () => {
  const pg = (url: string) => redisChannelFor({ databaseUrl: url, databasePath: '/unused' });

  it('is the same for every instance of one database, whatever the credentials', () => {
    expect(pg('postgres://app:one@db:5432/quentinha')).toBe(pg('postgres://app:two@db/quentinha'));
  });

  it('differs between databases, so deployments sharing a Redis stay apart', () => {
    expect(pg('postgres://db/quentinha')).not.toBe(pg('postgres://db/qt_test_1'));
    expect(pg('postgres://db/quentinha')).not.toBe(
      redisChannelFor({ databaseUrl: null, databasePath: '/data/q.sqlite' }),
    );
  });

  it('never carries the password', () => {
    expect(pg('postgres://app:s3cret@db/quentinha')).not.toContain('s3cret');
    expect(pg('postgres://app:s3cret@db/quentinha')).toMatch(/^quentinha:[0-9a-f]{12}$/);
  });
});
