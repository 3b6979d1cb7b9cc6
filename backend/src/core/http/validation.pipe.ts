import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldError } from './api-exception.filter';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Nest's ValidationPipe, except that a single route or query parameter (`@Param('id') id: number`) stays the
 * text it was: Nest would turn it into a number with `+value`, so `1.0`, `01`, `+1` and ` 1` would all name
 * id 1 before the route's own pipe (ParseIdPipe) could refuse them. That pipe parses the text itself.
 */
class TextParamsValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.data ? value : super.transformPrimitive(value, metadata);
  }
}

/**
 * DTO validation for every route: unknown properties are stripped, types converted, and errors
 * answered as 400 `{ message: <first message>, errors: [{ field, message }] }`.
 */
export function createValidationPipe(): ValidationPipe {
  return new TextParamsValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fieldErrors = flatten(errors);
      return new BadRequestException({ message: fieldErrors[0]?.message ?? 'Invalid input', errors: fieldErrors });
    },
  });
}
