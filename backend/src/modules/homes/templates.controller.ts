import { Controller, Get, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard } from '../../core/http/auth.guards';
import { CategorySummary, TemplateSummary, TemplatesService } from './templates.service';

@Controller()
@UseGuards(AuthenticatedGuard)
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @Get('templates')
  list(): Promise<TemplateSummary[]> {
    return this.templates.list();
  }

  /** Ordered by their order, then name (the template builder reorders them on the page only). */
  @Get('categories')
  categories(): Promise<CategorySummary[]> {
    return this.templates.categories();
  }
}
