// The form functions' runtime, created once per container: the mail runtime (SES, the lead table),
// reCAPTCHA with its secret in SSM, and the origin secret in Secrets Manager.
import { createRecaptchaVerifier } from './captcha';
import { loadConfig, type Environment } from './config';
import type { FormRuntime } from './form-handler';
import { consentWording } from './leads/lead';
import { courier } from './mail-runtime';
import { hostnameOriginPolicy } from './request-origin';
import { secretLoader, secrets, ssm } from './secret-loader';

/** Reads and checks the environment (throws `ConfigError`) and starts reading the secret. */
export function runtimeFromEnvironment(env: Environment = process.env): FormRuntime {
  const config = loadConfig(env);
  return {
    ...courier(env),
    consentShown: consentWording(config.consentWording),
    // The site's own hostnames are those its reCAPTCHA tokens may come from.
    originPolicy: hostnameOriginPolicy(config.allowedHostnames),
    captcha: createRecaptchaVerifier({
      loadSecret: secretLoader(
        'the captcha secret from SSM parameter',
        ssm,
        config.captchaSecretParameter,
        { decrypt: true },
      ),
      minScore: config.captchaMinScore,
      allowedHostnames: config.allowedHostnames,
    }),
    ...(config.originSecretArn !== undefined
      ? { originSecret: secretLoader('the origin secret', secrets, config.originSecretArn) }
      : {}),
  };
}
