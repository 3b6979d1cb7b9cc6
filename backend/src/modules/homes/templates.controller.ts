import { Controller, Get, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard } from '../../core/http/auth.guards';
import type { CategoryView, TemplateSummaryView } from './template.view';
import { TemplatesService } from './templates.service';

@Controller()
@UseGuards(AuthenticatedGuard)
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @Get('templates')
  list(): Promise<TemplateSummaryView[]> {
    return this.templates.list();
  }

  /** Ordered by their order, then name (the template builder reorders them on the page only). */
  @Get('categories')
  categories(): Promise<CategoryView[]> {
    return this.templates.categories();
  }
}
