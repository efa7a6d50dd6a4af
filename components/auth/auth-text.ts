export type AuthMode = "login" | "register";

/** The words of each form: its title and button, its toasts and its note when JavaScript is off. */
export const AUTH_TEXT = {
  login: {
    title: "Log in",
    submit: "Log in",
    success: "You are logged in successfully",
    failure: "Login failed",
    noScript: "JavaScript is required to log in.",
  },
  register: {
    title: "Register",
    submit: "Register",
    success: "You are registered successfully",
    failure: "Registration failed",
    noScript: "JavaScript is required to register.",
  },
} as const;
