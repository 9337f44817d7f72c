import type { FeatureMessages } from '../feature-messages'

const en = {
  'partnerEmail.resetSubject': 'Choose a new Terrafield+ password',
  'partnerEmail.resetAsked': 'Someone asked to choose a new password for this Terrafield+ account.',
  'partnerEmail.resetValidity':
    'The link works once, for one hour. If it was not you, ignore this email.',
  'partnerEmail.welcomeSubject': 'Your Terrafield+ account is ready: choose a password',
  'partnerEmail.welcomeApproved':
    'Your request to join Terrafield+ is approved. Choose a password to sign in:',
  'partnerEmail.welcomeValidity':
    'The link works once, for {hours} hours. Afterwards, ask for a new one on the sign-in page.',
  'partnerEmail.existingSubject': 'You already have a Terrafield+ account',
  'partnerEmail.existingBody':
    'Someone asked to join Terrafield+ with this address, which already has an account. Sign in, or ask for a new password there:',
} as const

export const partnerEmailMessages: FeatureMessages<typeof en> = {
  en,
  es: {
    'partnerEmail.resetSubject': 'Elija una nueva contraseña de Terrafield+',
    'partnerEmail.resetAsked':
      'Alguien pidió elegir una nueva contraseña para esta cuenta de Terrafield+.',
    'partnerEmail.resetValidity':
      'El enlace funciona una sola vez, durante una hora. Si no fue usted, ignore este correo.',
    'partnerEmail.welcomeSubject': 'Su cuenta de Terrafield+ está lista: elija una contraseña',
    'partnerEmail.welcomeApproved':
      'Su solicitud para unirse a Terrafield+ fue aprobada. Elija una contraseña para iniciar sesión:',
    'partnerEmail.welcomeValidity':
      'El enlace funciona una sola vez, durante {hours} horas. Después, pida uno nuevo en la página de inicio de sesión.',
    'partnerEmail.existingSubject': 'Ya tiene una cuenta de Terrafield+',
    'partnerEmail.existingBody':
      'Alguien pidió unirse a Terrafield+ con esta dirección, que ya tiene una cuenta. Inicie sesión o pida allí una nueva contraseña:',
  },
  'es-AR': {
    'partnerEmail.resetSubject': 'Elegí una nueva contraseña de Terrafield+',
    'partnerEmail.resetAsked':
      'Alguien pidió elegir una nueva contraseña para esta cuenta de Terrafield+.',
    'partnerEmail.resetValidity':
      'El enlace funciona una sola vez, durante una hora. Si no fuiste vos, ignorá este correo.',
    'partnerEmail.welcomeSubject': 'Tu cuenta de Terrafield+ está lista: elegí una contraseña',
    'partnerEmail.welcomeApproved':
      'Tu solicitud para sumarte a Terrafield+ fue aprobada. Elegí una contraseña para iniciar sesión:',
    'partnerEmail.welcomeValidity':
      'El enlace funciona una sola vez, durante {hours} horas. Después, pedí uno nuevo en la página de inicio de sesión.',
    'partnerEmail.existingSubject': 'Ya tenés una cuenta de Terrafield+',
    'partnerEmail.existingBody':
      'Alguien pidió sumarse a Terrafield+ con esta dirección, que ya tiene una cuenta. Iniciá sesión o pedí ahí una nueva contraseña:',
  },
  'pt-BR': {
    'partnerEmail.resetSubject': 'Escolha uma nova senha do Terrafield+',
    'partnerEmail.resetAsked':
      'Alguém pediu para escolher uma nova senha para esta conta Terrafield+.',
    'partnerEmail.resetValidity':
      'O link pode ser usado uma única vez e vale por uma hora. Se não foi você, ignore este e-mail.',
    'partnerEmail.welcomeSubject': 'Sua conta Terrafield+ está pronta: escolha uma senha',
    'partnerEmail.welcomeApproved':
      'Seu pedido para participar do Terrafield+ foi aprovado. Escolha uma senha para entrar:',
    'partnerEmail.welcomeValidity':
      'O link pode ser usado uma única vez e vale por {hours} horas. Depois disso, peça um novo na página de entrada.',
    'partnerEmail.existingSubject': 'Você já tem uma conta Terrafield+',
    'partnerEmail.existingBody':
      'Alguém pediu para participar do Terrafield+ com este endereço, que já tem uma conta. Entre ou peça uma nova senha lá:',
  },
  'ko-KR': {
    'partnerEmail.resetSubject': '새 Terrafield+ 비밀번호를 설정하세요',
    'partnerEmail.resetAsked': '이 Terrafield+ 계정의 새 비밀번호 설정이 요청되었습니다.',
    'partnerEmail.resetValidity':
      '링크는 한 시간 동안 한 번만 사용할 수 있습니다. 본인이 요청하지 않았다면 이 이메일을 무시하세요.',
    'partnerEmail.welcomeSubject': 'Terrafield+ 계정이 준비되었습니다: 비밀번호를 설정하세요',
    'partnerEmail.welcomeApproved':
      'Terrafield+ 가입 요청이 승인되었습니다. 로그인할 비밀번호를 설정하세요:',
    'partnerEmail.welcomeValidity':
      '링크는 {hours}시간 동안 한 번만 사용할 수 있습니다. 그 후에는 로그인 페이지에서 새 링크를 요청하세요.',
    'partnerEmail.existingSubject': '이미 Terrafield+ 계정이 있습니다',
    'partnerEmail.existingBody':
      '이미 계정이 있는 이 주소로 Terrafield+ 가입이 요청되었습니다. 로그인하거나 로그인 페이지에서 새 비밀번호를 요청하세요:',
  },
  'ja-JP': {
    'partnerEmail.resetSubject': 'Terrafield+ の新しいパスワードを設定してください',
    'partnerEmail.resetAsked':
      'この Terrafield+ アカウントの新しいパスワード設定が依頼されました。',
    'partnerEmail.resetValidity':
      'リンクは1時間、1回だけ使えます。心当たりがない場合は、このメールを無視してください。',
    'partnerEmail.welcomeSubject':
      'Terrafield+ アカウントの準備ができました：パスワードを設定してください',
    'partnerEmail.welcomeApproved':
      'Terrafield+ への参加リクエストが承認されました。サインイン用のパスワードを設定してください：',
    'partnerEmail.welcomeValidity':
      'リンクは{hours}時間、1回だけ使えます。期限後はサインインページで新しいリンクを依頼してください。',
    'partnerEmail.existingSubject': 'Terrafield+ のアカウントはすでに登録されています',
    'partnerEmail.existingBody':
      'すでにアカウントがあるこのアドレスで Terrafield+ への参加が依頼されました。サインインするか、サインインページで新しいパスワードを依頼してください：',
  },
  zh: {
    'partnerEmail.resetSubject': '设置新的 Terrafield+ 密码',
    'partnerEmail.resetAsked': '有人请求为此 Terrafield+ 账户设置新密码。',
    'partnerEmail.resetValidity':
      '该链接在一小时内仅可使用一次。如果不是您本人操作，请忽略此邮件。',
    'partnerEmail.welcomeSubject': '您的 Terrafield+ 账户已就绪：请设置密码',
    'partnerEmail.welcomeApproved': '您加入 Terrafield+ 的申请已获批准。请设置登录密码：',
    'partnerEmail.welcomeValidity':
      '该链接在 {hours} 小时内仅可使用一次。过期后，请在登录页面申请新链接。',
    'partnerEmail.existingSubject': '您已有 Terrafield+ 账户',
    'partnerEmail.existingBody':
      '有人使用此地址申请加入 Terrafield+，但该地址已有账户。请登录，或在登录页面申请新密码：',
  },
}
