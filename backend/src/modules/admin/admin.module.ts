import { Module } from '@nestjs/common';

/** Admin: users and homes management, deletions with cascade, home-book PDF export, audit log. */
@Module({})
export class AdminModule {}
