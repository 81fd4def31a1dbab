import { PasswordHasher } from './hashing.ts';

const hasher = new PasswordHasher({ N: 2 ** 10, r: 8, p: 1, keyLength: 64 });

describe('PasswordHasher (scrypt)', () => {
  it('verifies the right password and rejects others', async () => {
    const hash = await hasher.hash('Demo1234');
    expect(hash).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    await expect(hasher.verify('Demo1234', hash)).resolves.toBe(true);
    await expect(hasher.verify('demo1234', hash)).resolves.toBe(false);
    await expect(hasher.verify('', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('Same1234')).not.toBe(await hasher.hash('Same1234'));
  });

  it('verifies hashes made with other parameters (cost can be raised later)', async () => {
    const stronger = new PasswordHasher({ N: 2 ** 11, r: 8, p: 1, keyLength: 32 });
    const hash = await stronger.hash('Demo1234');
    await expect(hasher.verify('Demo1234', hash)).resolves.toBe(true);
  });

  it('rejects malformed stored values without throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$10$8$1$salt', 'bcrypt$x$y$z$a$b']) await expect(hasher.verify('x', stored)).resolves.toBe(false);
  });

  it('spends a verification on unknown users too', async () => {
    await expect(hasher.verifyDummy('Demo1234')).resolves.toBe(false);
  });
});
