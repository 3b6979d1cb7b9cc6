import { Module } from '@nestjs/common';
import { AgeEstimator } from './age-estimator';

/** Manufacture date and age from serial numbers (manufacturer_patterns) and printed dates. */
@Module({
  providers: [AgeEstimator],
  exports: [AgeEstimator],
})
export class AgeModule {}
