/**
 * Passwords that top every breach list, as typed (lower-cased), and the roots they are built
 * from. A password is refused when it is one of them or one of the roots followed by nothing but
 * digits and symbols ("Password123!", "Cannabis2026!!"): attackers try exactly those first.
 * The roots include the words anyone would guess for a Michigan dispensary's site.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456789012', '1234567890123', '12345678901234', '123456123456', '111111111111', '000000000000',
  '123123123123', '121212121212', '987654321098', '098765432109', '147258369147', '123412341234',
  '112233445566', '123qweasdzxc', '1q2w3e4r5t6y', '1qaz2wsx3edc', 'zaq12wsxcde3', 'qwertyuiopas',
  'qwertyuiop12', 'qwertyuiop123', 'asdfghjklzxc', 'zxcvbnmasdfg', 'qwerty123456', 'qwertyqwerty',
  'asdfasdfasdf', 'abcdefghijkl', 'abcdefghijklm', 'abc123abc123', 'abcd1234abcd', 'a1b2c3d4e5f6',
  'passwordpassword', 'password1234', 'password12345', 'password123456', 'p@ssw0rd1234', 'passw0rd1234',
  'iloveyouiloveyou', 'iloveyou1234', 'letmeinletmein', 'welcome12345', 'welcome123456', 'changeme1234',
  'trustno1trustno1', 'administrator', 'administrator1', 'adminadmin123', 'correcthorsebatterystaple',
  'football1234', 'baseball1234', 'basketball12', 'superman1234', 'batman123456', 'starwars1234',
  'sunshine1234', 'princess1234', 'dragon123456', 'monkey123456', 'shadow123456', 'master123456',
  'michael12345', 'jennifer1234', 'jordan231234', 'liverpool123', 'chelsea12345', 'computer1234',
  'internet1234', 'whatever1234', 'freedom12345', 'mustang12345', 'harley123456', 'pokemon12345',
  'blink182blink182', 'thequickbrownfox', 'opensesame12', 'myspace12345', 'facebook1234', 'google123456',
  'summer2024!!', 'summer2025!!', 'summer2026!!', 'winter2025!!', 'winter2026!!', 'spring2026!!',
  'autumn2026!!', 'fall2026fall', 'happybirthday', 'happybirthday1', 'ilovecannabis', 'ilovemarijuana',
  'puffpuffpass', 'wakeandbake420', 'blazeit420420', '420420420420', '420blazeit420', 'highlife1234',
]);

/** Words that, followed only by digits and symbols, make a guessable password. */
export const COMMON_PASSWORD_ROOTS: ReadonlySet<string> = new Set([
  'password', 'passw0rd', 'p@ssword', 'p@ssw0rd', 'qwerty', 'qwertyuiop', 'asdfgh', 'zxcvbn', 'letmein', 'welcome',
  'iloveyou', 'admin', 'administrator', 'login', 'changeme', 'secret', 'dragon', 'monkey', 'football', 'baseball',
  'basketball', 'soccer', 'hockey', 'sunshine', 'princess', 'trustno1', 'superman', 'batman', 'starwars',
  'master', 'shadow', 'michael', 'jennifer', 'computer', 'internet', 'whatever', 'freedom', 'summer', 'winter',
  'spring', 'autumn', 'monday', 'friday', 'cannabis', 'marijuana', 'weed', 'kush', 'ganja', 'blazeit', 'stoner',
  'dispensary', 'michigan', 'detroit', 'monroe', 'riverraisin', 'riverraisincannabis', 'lions', 'tigers',
  'redwings', 'pistons', 'wolverines', 'spartans', 'goblue',
]);
