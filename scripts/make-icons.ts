/**
 * Draws the web app's home-screen icons from client/public/favicon.svg into client/public/icons/
 * (committed; run again after changing the logo): `node scripts/make-icons.ts`.
 * 'any' icons: the drop on white with a small margin. 'maskable': a launcher may crop to a
 * circle, so the drop stays inside the middle 60 % (the safe zone is the middle 80 %).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../client/public/', import.meta.url));
const logo = readFileSync(`${publicDir}favicon.svg`);
mkdirSync(`${publicDir}icons`, { recursive: true });

async function icon(file: string, size: number, logoShare: number): Promise<void> {
  const inner = Math.round(size * logoShare);
  const drop = await sharp(logo, { density: Math.ceil((72 * inner) / 64) }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
    .composite([{ input: drop, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}icons/${file}`);
}

await icon('icon-192.png', 192, 0.8);
await icon('icon-512.png', 512, 0.8);
await icon('icon-maskable-512.png', 512, 0.6);
await icon('apple-touch-icon-180.png', 180, 0.8);
console.log('icons written to client/public/icons/');
