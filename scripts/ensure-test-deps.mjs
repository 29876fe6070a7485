// The tests need programs from Debian: Chromium (browser tests), redis-server (shared rate limits),
// PostgreSQL's server programs (the store's tests run on a throwaway cluster as well as the embedded one),
// LibreOffice's Calc, Impress and Writer without a GUI (the exported workbook is recalculated, the deck
// and the Word files converted)
// and poppler's pdftotext (the exported PDFs' text is read).
// Find them; install what is missing when we can (root with apt-get); otherwise say in one line what to do.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const onPath = (name) => spawnSync('which', [name]).status === 0;

if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`);
  process.exit(1);
}

const needs = [
  {
    package: 'chromium',
    found: () =>
      [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].some(
        (path) => path && existsSync(path),
      ),
    advice:
      'Browser tests need Chromium: install Debian\'s "chromium" package (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.',
  },
  {
    package: 'redis-server',
    found: () => onPath('redis-server'),
    advice:
      'The shared rate-limit tests need Redis: install Debian\'s "redis-server" package (apt-get install redis-server).',
  },
  {
    package: 'postgresql',
    found: () =>
      existsSync('/usr/lib/postgresql') && spawnSync('sh', ['-c', 'ls /usr/lib/postgresql/*/bin/initdb']).status === 0,
    advice:
      'The store tests need PostgreSQL\'s server programs: install Debian\'s "postgresql" package (apt-get install postgresql).',
  },
  {
    package: 'libreoffice-calc-nogui',
    found: () => onPath('soffice') && existsSync('/usr/lib/libreoffice/program/libsclo.so'),
    advice:
      'The export tests recalculate workbooks in LibreOffice: install Debian\'s "libreoffice-calc-nogui" package.',
  },
  {
    package: 'libreoffice-impress-nogui',
    found: () => onPath('soffice') && existsSync('/usr/lib/libreoffice/program/libslideshowlo.so'),
    advice: 'The export tests convert decks in LibreOffice: install Debian\'s "libreoffice-impress-nogui" package.',
  },
  {
    package: 'libreoffice-writer-nogui',
    found: () => onPath('soffice') && existsSync('/usr/lib/libreoffice/program/libswlo.so'),
    advice: 'The export tests convert Word files in LibreOffice: install Debian\'s "libreoffice-writer-nogui" package.',
  },
  {
    package: 'poppler-utils',
    found: () => onPath('pdftotext') && onPath('pdfinfo'),
    advice: 'The export tests read PDFs with pdftotext: install Debian\'s "poppler-utils" package.',
  },
  {
    package: 'fonts-liberation2',
    found: () => existsSync('/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf'),
    advice:
      'The browser tests draw slides in a font of Arial\'s metrics: install Debian\'s "fonts-liberation2" package.',
  },
];

const missing = needs.filter((need) => !need.found());
if (missing.length > 0) {
  if (process.getuid?.() !== 0 || !onPath('apt-get')) {
    for (const need of missing) console.error(need.advice);
    process.exit(1);
  }
  const names = missing.map((need) => need.package);
  console.log(`Installing ${names.join(' and ')} from Debian...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], { stdio: 'inherit', env });
  for (const need of missing.filter((item) => !item.found())) {
    console.error(`apt-get ran, but ${need.package} is still not found. ${need.advice}`);
    process.exit(1);
  }
}
