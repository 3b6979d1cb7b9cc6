import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/**
 * Names the storage prefixes of records under a home that live outside the home's own prefix (the
 * equipment module's: each equipment's), inside the deleting transaction with the home locked.
 */
export type HomeFilePrefixes = (manager: EntityManager, home: { id: number; userId: number }) => Promise<string[]>;

/**
 * Lets modules that hang records off a home (and import HomesModule) take part in its deletion
 * without the homes module importing them: they register at start-up, the deletion asks them all.
 */
@Injectable()
export class HomeDeletionHooks {
  private readonly hooks: HomeFilePrefixes[] = [];

  register(hook: HomeFilePrefixes): void {
    this.hooks.push(hook);
  }

  async filePrefixes(manager: EntityManager, home: { id: number; userId: number }): Promise<string[]> {
    const prefixes: string[] = [];
    for (const hook of this.hooks) prefixes.push(...(await hook(manager, home)));
    return prefixes;
  }
}
