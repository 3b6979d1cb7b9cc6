import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { ChatFileReader } from './chat-file-reader';
import { ChatFilesService } from './chat-files.service';
import { ChatMessagesService } from './chat-messages.service';
import { ChatRoomsService } from './chat-rooms.service';
import { ChatController } from './chat.controller';
import { ChatGateway } from './chat.gateway';
import { ProfilesController } from './profiles.controller';
import { ProfilesService } from './profiles.service';
import { SupportQueue } from './support-queue';
import { SupportReplies } from './support-replies.service';
import { UserSocketEvents } from './user-socket-events';
import { DatabaseModule } from '../../core/database/database-features';
import { ChatMessage } from './entities/chat-message.entity';
import { ChatParticipant } from './entities/chat-participant.entity';
import { ChatRoom } from './entities/chat-room.entity';
import { ChatHandOver } from './chat-hand-over';

/** Support chat: socket.io gateway on /chat, support threads, equipment rooms, history, uploads, profiles. */
@Module({
  imports: [DatabaseModule.forFeature({ entities: [ChatMessage, ChatParticipant, ChatRoom] }), IdentityModule],
  controllers: [ChatController, ProfilesController],
  providers: [
    ChatHandOver,
    ChatGateway,
    ChatRoomsService,
    ChatMessagesService,
    ChatFilesService,
    ChatFileReader,
    ProfilesService,
    UserSocketEvents,
    SupportReplies,
    SupportQueue,
  ],
  exports: [UserSocketEvents, SupportReplies, SupportQueue],
})
export class ChatModule {}
