// Writes the SVG layers of destination illustrations for scripts/make-demo-media.sh:
//   npx tsx scripts/demo-media-layers.ts OUT_DIR slug...   ->  OUT_DIR/{slug}-sky.svg, -clouds.svg, -skyline.svg
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { destinationLayers } from '../server/demo/media/art'

const [outDir, ...slugs] = process.argv.slice(2)
if (!outDir || slugs.length === 0) {
  console.error('usage: demo-media-layers.ts OUT_DIR slug...')
  process.exit(2)
}
for (const slug of slugs) {
  const layers = destinationLayers(slug)
  if (!layers) {
    console.error(`No illustration for "${slug}"`)
    process.exit(1)
  }
  for (const [name, svg] of Object.entries(layers)) writeFileSync(path.join(outDir, `${slug}-${name}.svg`), svg)
}
