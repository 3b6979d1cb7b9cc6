import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AddressThrottle } from './address-throttle.service';
import { AuthController } from './auth.controller';
import { AvatarService } from './avatar.service';
import { CaptchaService } from './captcha.service';
import { CredentialsService } from './credentials.service';
import { LoginThrottle } from './login-throttle.service';
import { PasswordHasher } from './password-hasher';
import { PasswordResetService } from './password-reset.service';
import { RegistrationService } from './registration.service';
import { SessionSerializer } from './session.serializer';
import { TrustedDevicesService } from './trusted-devices.service';
import { UserController } from './user.controller';
import { UsersService } from './users.service';
import { DatabaseModule } from '../../core/database/database-features';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { TrustedDevice } from './entities/trusted-device.entity';
import { User } from './entities/user.entity';
import { SessionUserReader } from '../../core/http/session-user-reader';

/** Accounts, sessions, captcha, password reset, profile and avatar. */
@Module({
  imports: [
    DatabaseModule.forFeature({ entities: [PasswordResetToken, TrustedDevice, User] }),
    PassportModule.register({ session: true }),
  ],
  controllers: [AuthController, UserController],
  providers: [
    UsersService,
    PasswordHasher,
    CaptchaService,
    LoginThrottle,
    AddressThrottle,
    TrustedDevicesService,
    CredentialsService,
    RegistrationService,
    PasswordResetService,
    AvatarService,
    SessionSerializer,
    // The lean read lane's reload of the session's user with an answer key (core/http/lean-read.ts).
    { provide: SessionUserReader, useExisting: UsersService },
  ],
  exports: [UsersService, SessionUserReader, PasswordResetService],
})
export class IdentityModule {}
