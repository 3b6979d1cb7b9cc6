/** GET /api/templates: a home template to start a new home's equipment from. */
export interface TemplateSummaryView {
  id: number;
  name: string;
  description: string | null;
}

/** GET /api/categories: an equipment category, in its stored order. */
export interface CategoryView {
  id: number;
  name: string;
  description: string | null;
  order: number;
}

/** POST /api/homes/{id}/populate: how many items the template and add-ons created (0 on a repeat). */
export interface PopulateResultView {
  message: 'Equipment populated successfully';
  created: number;
}
