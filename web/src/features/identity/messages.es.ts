import { defineTranslation } from '../../shared/i18n';
import type { authMessages } from './messages';

export default defineTranslation<typeof authMessages>({
  signUpTitle: 'Crea tu cuenta',
  signUpIntro:
    'Dinos tu nombre y tu dirección de correo electrónico. Te enviaremos un código de {length} cifras por correo: sin contraseñas que recordar.',
  haveAccount: '¿Ya tienes una cuenta?',
  signInLink: 'Inicia sesión',
  loginTitle: 'Inicia sesión en Pathwise',
  newToPathwise: '¿Es tu primera vez en Pathwise?',
  createAccount: 'Crea una cuenta',
  haveCode: '¿Ya tienes un código?',
  enterItHere: 'Introdúcelo aquí',
  otpTitle: 'Introduce tu código de inicio de sesión',
  noCodeYet: '¿Todavía no tienes un código?',
  getOneByEmail: 'Recibe uno por correo electrónico',
  continueWithGoogle: 'Continuar con Google',
  orUseEmail: 'o usa tu correo electrónico',
  googleCancelled:
    'Se canceló el inicio de sesión con Google. Puedes volver a intentarlo o, si lo prefieres, recibir un código de inicio de sesión por correo electrónico.',
  googleRefused:
    'Google no te ha permitido iniciar sesión. Puedes volver a intentarlo o, si lo prefieres, recibir un código de inicio de sesión por correo electrónico.',
  googleSignInExpired:
    'El inicio de sesión con Google tardó demasiado o se inició en otra pestaña. Vuelve a intentarlo.',
  googleEmailNotVerified:
    'La dirección de correo electrónico de tu cuenta de Google no está verificada, así que no sirve para iniciar sesión. Verifícala con Google o recibe un código de inicio de sesión por correo electrónico.',
  googleUnavailable:
    'No se pudo contactar con Google. Vuelve a intentarlo dentro de un momento o recibe un código de inicio de sesión por correo electrónico.',
  googleTooManyAttempts:
    'Se han hecho demasiados intentos de inicio de sesión desde aquí. Espera unos minutos antes de volver a intentarlo.',
  googleFailed:
    'El inicio de sesión con Google no se completó. Vuelve a intentarlo o recibe un código de inicio de sesión por correo electrónico.',
  yourName: 'Tu nombre',
  emailAddress: 'Correo electrónico',
  sendingCode: 'Enviando el código…',
  continue: 'Continuar',
  emailMeCode: 'Enviarme un código por correo',
  emailInvalid: 'Introduce una dirección de correo electrónico válida',
  nameMissing: 'Introduce un nombre',
  nameTooLong: 'Como máximo {max} caracteres',
  codeInvalid: 'Introduce el código de {length} cifras',
  checkYourEmail: 'Revisa tu correo',
  verificationCode: 'Código de verificación',
  codeSentTo: 'Hemos enviado un código de {length} cifras a {email}.',
  codeExpiresIn: 'Caduca dentro de {duration}.',
  enterCodeFromEmail: 'Introduce el código de {length} cifras del correo que te hemos enviado.',
  checkingCode: 'Comprobando el código…',
  signIn: 'Iniciar sesión',
  sendNewCode: 'Enviar un código nuevo',
  useDifferentEmail: 'Usar otro correo electrónico',
  sendingNewCode: 'Enviando un código nuevo…',
  newCodeSent: 'Hemos enviado un código nuevo a {email}. Caduca dentro de {duration}; los códigos anteriores ya no sirven.',
  devOutboxNote: '¿Ejecutas Pathwise en local? El correo no se envía: consulta el código en la {link}.',
  devOutboxLink: 'bandeja de salida de desarrollo (se abre en una pestaña nueva)',
});
