import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldError } from './api-exception.filter';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * DTO validation for every route: unknown properties are stripped, types converted, and errors
 * answered as 400 `{ message: <first message>, errors: [{ field, message }] }`.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fieldErrors = flatten(errors);
      return new BadRequestException({ message: fieldErrors[0]?.message ?? 'Invalid input', errors: fieldErrors });
    },
  });
}
