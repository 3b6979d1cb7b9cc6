import { Module } from '@nestjs/common';

/** Support chat: socket.io gateway on /chat, support threads, equipment rooms, history, uploads, profiles. */
@Module({})
export class ChatModule {}
