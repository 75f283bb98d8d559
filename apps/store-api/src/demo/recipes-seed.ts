import { Buffer } from 'node:buffer';
import { renderCmsArtwork, type CmsArtwork } from '../catalogue/artwork';
import { LOCALE_LANGUAGE, derivedId, type StoredMedia } from '../catalogue/seed';
import type { Db } from '../db/database';
import { demoRecipes, demoRecipeTags, recipeSeoPath, type DemoRecipe, type DemoRecipeTag } from './recipes';
import { DEMO_LOCALES } from './util';

/** Shopware-style route name of a recipe detail page (the `seo_url.routeName` of recipes). */
export const RECIPE_ROUTE_NAME = 'frontend.gipfel.recipe.detail';

/**
 * Writes the demo recipes (tables `gipfel_recipe*`, migration `recipes`), their pictures (rows of
 * `media` / `media_file`, served by `GET /media/recipe/...`) and their SEO URLs (`seo_url`,
 * `recipes/{slug}` per language). Runs inside the seed's transaction, after the catalogue.
 */
export function insertRecipes(
  db: Db,
  at: string,
  recipes: readonly DemoRecipe[] = demoRecipes,
  tags: readonly DemoRecipeTag[] = demoRecipeTags,
): void {
  db.prepare('DELETE FROM media_file WHERE media_id IN (SELECT media_id FROM gipfel_recipe)').run();
  db.prepare('DELETE FROM media WHERE id IN (SELECT media_id FROM gipfel_recipe)').run();
  db.prepare('DELETE FROM seo_url WHERE route_name = ?').run(RECIPE_ROUTE_NAME);
  db.prepare('DELETE FROM gipfel_recipe_product').run();
  db.prepare('DELETE FROM gipfel_recipe_slug').run();
  db.prepare('DELETE FROM gipfel_recipe').run();
  db.prepare('DELETE FROM gipfel_recipe_tag').run();

  const tagInsert = db.prepare('INSERT INTO gipfel_recipe_tag (slug, position, translations, created_at) VALUES (?, ?, ?, ?)');
  for (const tag of tags) {
    const translations = Object.fromEntries(DEMO_LOCALES.map((locale) => [LOCALE_LANGUAGE[locale], { name: tag.name[locale] }]));
    tagInsert.run(tag.slug, tag.position, JSON.stringify(translations), at);
  }

  const mediaInsert = db.prepare("INSERT OR REPLACE INTO media (id, kind, data, created_at) VALUES (?, 'cms', ?, ?)");
  const fileInsert = db.prepare('INSERT OR REPLACE INTO media_file (path, media_id, width, height) VALUES (?, ?, ?, ?)');
  const recipeInsert = db.prepare(
    `INSERT INTO gipfel_recipe (id, position, difficulty, cook_time_minutes, servings, media_id, data, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const slugInsert = db.prepare('INSERT INTO gipfel_recipe_slug (slug, recipe_id, language_id) VALUES (?, ?, ?)');
  const productInsert = db.prepare('INSERT OR IGNORE INTO gipfel_recipe_product (recipe_id, product_id) VALUES (?, ?)');
  const seoInsert = db.prepare(
    `INSERT INTO seo_url (id, language_id, route_name, foreign_key, path_info, seo_path_info, is_canonical, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 1, ?)`,
  );

  for (const recipe of recipes) {
    const media = recipe.media;
    const render: CmsArtwork = { key: `recipe-${recipe.key}`, theme: recipe.theme, label: recipe.label };
    const stored: StoredMedia = {
      ...media,
      kind: 'cms',
      render,
      fileSize: Buffer.byteLength(renderCmsArtwork(render, media.width, media.height)),
    };
    mediaInsert.run(media.id, JSON.stringify(stored), at);
    fileInsert.run(media.url, media.id, media.width, media.height);
    for (const thumbnail of media.thumbnails) fileInsert.run(thumbnail.url, media.id, thumbnail.width, thumbnail.height);

    recipeInsert.run(recipe.id, recipe.position, recipe.difficulty, recipe.cookTimeMinutes, recipe.servings, media.id, JSON.stringify(recipe), at);
    for (const locale of DEMO_LOCALES) {
      const languageId = LOCALE_LANGUAGE[locale];
      slugInsert.run(recipe.slug[locale], recipe.id, languageId);
      seoInsert.run(
        derivedId('seo', languageId, RECIPE_ROUTE_NAME, recipe.id),
        languageId,
        RECIPE_ROUTE_NAME,
        recipe.id,
        `/recipes/${recipe.id}`,
        recipeSeoPath(recipe.slug[locale]),
        at,
      );
    }
    for (const ingredient of recipe.ingredients) if (ingredient.productId) productInsert.run(recipe.id, ingredient.productId);
  }
}

/** Seeds the recipes of a database that has a catalogue but no recipes yet (one created before them). */
export function seedRecipesIfEmpty(db: Db, at: string): boolean {
  const row = db.prepare('SELECT COUNT(*) AS count FROM gipfel_recipe').get() as { count: number };
  if (row.count > 0) return false;
  insertRecipes(db, at);
  return true;
}
